import { useMutation } from '@tanstack/react-query';
import type { UserProfile } from '@grantpilot/shared/contracts/users';
import { apiRequest } from '../../../lib/api-request';
import { useAuth } from '../../../lib/auth/auth-context';
import { uploadFile, type UploadProgress } from '../../../lib/documents/upload-file';

const photoUrl = (uid: string) => `/api/users/${encodeURIComponent(uid)}/photo`;

/** `PUT /api/users/{uid}/photo` with the image as the body; the server types it from its bytes. */
export function uploadProfilePhoto(uid: string, file: File, onProgress: (progress: UploadProgress) => void) {
  return uploadFile<UserProfile>(photoUrl(uid), file, onProgress, { method: 'PUT', raw: true }).done;
}

export async function removeProfilePhoto(uid: string): Promise<UserProfile> {
  return (await apiRequest('DELETE', photoUrl(uid))).json();
}

/** The avatar everywhere reads the profile: it is read again once the photo changed. */
export function useUploadProfilePhoto(uid: string) {
  const { refreshProfile } = useAuth();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (progress: UploadProgress) => void }) =>
      uploadProfilePhoto(uid, file, onProgress),
    onSuccess: () => refreshProfile(),
  });
}

export function useRemoveProfilePhoto(uid: string) {
  const { refreshProfile } = useAuth();
  return useMutation({ mutationFn: () => removeProfilePhoto(uid), onSuccess: () => refreshProfile() });
}
