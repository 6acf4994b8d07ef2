import { useEffect, useRef, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';

type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  onresult:
    | ((event: {
        resultIndex: number;
        results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
      }) => void)
    | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
};

type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | undefined {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

type Props = { onText: (text: string) => void; onError: (message: string) => void };

/** Dictates into the notes with the browser's speech recognition; disabled, with a reason, where there is none. */
export function DictationButton({ onText, onError }: Props) {
  const Recognition = recognitionClass();
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);

  useEffect(() => () => recognition.current?.stop(), []);

  if (!Recognition) {
    return (
      <Tooltip title="Dictation is not available in this browser. You can type your notes instead.">
        <span>
          <IconButton disabled aria-label="Dictate notes (not available in this browser)">
            <MicOffIcon />
          </IconButton>
        </span>
      </Tooltip>
    );
  }

  const toggle = () => {
    if (listening) {
      recognition.current?.stop();
      return;
    }
    const r = new Recognition();
    r.lang = navigator.language || 'en-AU';
    r.continuous = true;
    r.interimResults = false;
    r.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]!;
        if (result.isFinal) onText(result[0].transcript.trim());
      }
    };
    r.onerror = (event) => {
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed') {
        onError('Error accessing microphone. Please check permissions.');
      } else if (event.error !== 'no-speech' && event.error !== 'aborted') {
        onError('Dictation stopped. Please try again.');
      }
    };
    r.onend = () => setListening(false);
    recognition.current = r;
    r.start();
    setListening(true);
  };

  return (
    <Tooltip title={listening ? 'Stop dictation' : 'Dictate notes'}>
      <IconButton
        onClick={toggle}
        aria-pressed={listening}
        aria-label={listening ? 'Stop dictation' : 'Dictate notes'}
        color={listening ? 'error' : 'default'}
      >
        <MicIcon />
      </IconButton>
    </Tooltip>
  );
}
