import { useCallback, useEffect, useRef, useState } from 'react';

type Kind = 'audio' | 'video';
export type RecorderState = 'idle' | 'ready' | 'recording' | 'recorded';

const CANDIDATES: Record<Kind, string[]> = {
  audio: ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'],
  video: ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'],
};

const supported = (kind: Kind) =>
  typeof MediaRecorder !== 'undefined'
    ? CANDIDATES[kind].find((t) => MediaRecorder.isTypeSupported(t))
    : undefined;

/**
 * Microphone or camera recording with the browser's own format, a seconds timer and a preview URL.
 * `onRecorded` is called once a recording is ready to preview and save.
 */
export function useRecorder(kind: Kind, { onRecorded }: { onRecorded?: () => void } = {}) {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const [blob, setBlob] = useState<Blob | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  // a recording that ends after the creator has closed (Cancel while recording) is not announced
  const whenRecorded = useRef(onRecorded);
  useEffect(() => {
    whenRecorded.current = onRecorded;
    return () => {
      whenRecorded.current = undefined;
    };
  }, [onRecorded]);

  const release = useCallback(
    (s: MediaStream | null) => s?.getTracks().forEach((t) => t.stop()),
    [],
  );

  useEffect(() => () => release(stream), [stream, release]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  useEffect(() => {
    if (state !== 'recording') return;
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [state]);

  /** Asks for the device; throws when the person or the browser says no. */
  const open = useCallback(async () => {
    const media = await navigator.mediaDevices.getUserMedia(
      kind === 'audio'
        ? { audio: true }
        : { video: { width: { ideal: 1280 }, height: { ideal: 720 } }, audio: true },
    );
    setStream(media);
    setState('ready');
    return media;
  }, [kind]);

  const start = useCallback(async () => {
    const media = stream ?? (await open());
    const mimeType = supported(kind);
    const rec = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
    chunks.current = [];
    rec.ondataavailable = (e) => e.data.size && chunks.current.push(e.data);
    rec.onstop = () => {
      const recorded = new Blob(chunks.current, {
        type: rec.mimeType || mimeType || `${kind}/webm`,
      });
      setBlob(recorded);
      setUrl(URL.createObjectURL(recorded));
      setState('recorded');
      if (kind === 'audio') {
        release(media);
        setStream(null);
      }
      whenRecorded.current?.();
    };
    recorder.current = rec;
    setSeconds(0);
    setBlob(null);
    setUrl(null);
    rec.start(1000);
    setState('recording');
  }, [kind, open, release, stream]);

  const stop = useCallback(
    () => recorder.current?.state === 'recording' && recorder.current.stop(),
    [],
  );

  const discard = useCallback(() => {
    setBlob(null);
    setUrl(null);
    setSeconds(0);
    setState(stream ? 'ready' : 'idle');
  }, [stream]);

  const close = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
    release(stream);
    setStream(null);
    setState((s) => (s === 'recorded' ? 'recorded' : 'idle'));
  }, [release, stream]);

  return { state, seconds, blob, url, stream, open, start, stop, discard, close };
}

export const formatTimer = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
