import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';
import { useExportApplications } from '../api/export-applications';
import type { ApplicationListState } from '../application-list-params';
import { saveFile } from '../browser-files';

/** Downloads the table's applications, under its filters, as the CSV file the import reads back. */
export function ExportButton({ organizationId, list }: { organizationId: string; list: ApplicationListState }) {
  const exportCsv = useExportApplications(organizationId);
  const start = () =>
    exportCsv.mutate(list, {
      onSuccess: ({ blob, fileName }) => {
        saveFile(blob, fileName);
        toast({ title: 'Export ready', description: `${fileName} is in your downloads.` });
      },
      onError: (error) => notifyError(error, 'Export Failed'),
    });
  return (
    <Button variant="outline" disabled={exportCsv.isPending} onClick={start}>
      {exportCsv.isPending ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
      Export CSV
    </Button>
  );
}
