/**
 * Hands a file the app fetched to the browser's downloads, as a link to it would: an object URL
 * on a temporary <a download>, released once the click has been handled.
 */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A chosen file's text, with how much of it has been read (0 to 1) as it goes. */
export function readFileText(file: File, onProgress: (fraction: number) => void) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total) onProgress(event.loaded / event.total);
    };
    reader.onload = () => {
      onProgress(1);
      resolve(String(reader.result ?? ''));
    };
    reader.onerror = () => reject(new Error(`The file ${file.name} could not be read.`));
    reader.readAsText(file);
  });
}
