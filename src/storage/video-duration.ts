/**
 * The duration of a video file read in the browser before it is uploaded (the file's own metadata,
 * through a detached <video> element). Resolves 0 when the browser cannot read it in time (an
 * unsupported codec), so the upload is never blocked by it.
 */
export function readVideoDuration(file: Blob, timeoutMs = 8000): Promise<number> {
  return new Promise((resolve) => {
    if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return resolve(0);
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (seconds: number) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0);
    };
    const timer = setTimeout(() => done(0), timeoutMs);
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(video.duration);
    video.onerror = () => done(0);
    video.src = url;
  });
}
