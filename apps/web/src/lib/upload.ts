import { ApiError, NetworkError } from './api-client';

/** Sends a multipart form with upload progress (0–100), which fetch cannot report. */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onload = () => {
      let body: { message?: string; errors?: { path: string; message: string }[] } = {};
      try {
        body = JSON.parse(xhr.responseText || '{}');
      } catch {
        body = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, body.message ?? xhr.statusText, body.errors ?? []));
    };
    xhr.send(form);
  });
}
