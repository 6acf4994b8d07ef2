import { useEffect, useRef, useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import Undo from '@mui/icons-material/Undo';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import BrushIcon from '@mui/icons-material/Brush';
import AutoFixNormal from '@mui/icons-material/AutoFixNormal';
import { CRAFT_MESSAGES } from '@moodcraft/core/crafts/crafts';
import { errorMessage } from '../../../lib/api-client';
import { useSaveCraft } from '../api/crafts-api';
import { canvasPoint } from './canvas-point';
import type { CreatorProps } from './creator-props';
import { SaveBar } from './save-bar';
import { TitleAndTags } from './title-and-tags';

export const CANVAS_WIDTH = 800;
export const CANVAS_HEIGHT = 400;
const SIZES = [2, 5, 10, 20];
const SWATCHES = [
  '#1d2b2e',
  '#1f6f78',
  '#4a78c2',
  '#8e6cc0',
  '#d64541',
  '#e8833a',
  '#f2b705',
  '#48a868',
];

/**
 * An 800×400 canvas that fills the width of the screen; mouse, pen and touch; undo keeps 30 steps.
 *
 * Every drawing is saved as the same 800×400 picture at the same scale, whatever the screen. On a
 * phone the pad shows the picture's middle 4:3 part across the full width (`object-fit: cover`)
 * rather than the whole picture 160 px tall: strokes keep their shape and size in the saved
 * picture, the sides out of view stay white, and turning the phone never changes the drawing.
 */
export function DrawCreator({ onSaved, onCancel, notify, prompt }: CreatorProps) {
  const save = useSaveCraft();
  const canvas = useRef<HTMLCanvasElement>(null);
  const history = useRef<ImageData[]>([]);
  const drawing = useRef<{ x: number; y: number } | null>(null);
  const [color, setColor] = useState('#1f6f78');
  const [size, setSize] = useState(5);
  const [tool, setTool] = useState<'brush' | 'eraser'>('brush');
  const [title, setTitle] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [titleError, setTitleError] = useState('');
  const [undoable, setUndoable] = useState(0);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT);
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) =>
    canvasPoint(e.clientX, e.clientY, e.currentTarget.getBoundingClientRect(), e.currentTarget);

  const down = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d')!;
    history.current = [
      ...history.current.slice(-29),
      ctx.getImageData(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT),
    ];
    setUndoable(history.current.length);
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = point(e);
    move(e);
  };

  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d')!;
    const next = point(e);
    const pressure = e.pointerType === 'pen' && e.pressure > 0 ? 0.5 + e.pressure : 1;
    ctx.strokeStyle = tool === 'eraser' ? '#ffffff' : color;
    ctx.lineWidth = (tool === 'eraser' ? size * 3 : size) * pressure;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(drawing.current.x, drawing.current.y);
    ctx.lineTo(next.x + 0.01, next.y + 0.01);
    ctx.stroke();
    drawing.current = next;
  };

  const up = () => {
    drawing.current = null;
  };

  const undo = () => {
    const ctx = canvas.current?.getContext('2d');
    const last = history.current.pop();
    if (ctx && last) ctx.putImageData(last, 0, 0);
    setUndoable(history.current.length);
  };

  const clear = () => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    history.current = [
      ...history.current.slice(-29),
      ctx.getImageData(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT),
    ];
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT);
    setUndoable(history.current.length);
  };

  const submit = () => {
    if (!title.trim()) {
      setTitleError(CRAFT_MESSAGES.needTitle);
      notify(CRAFT_MESSAGES.needTitle, 'error');
      return;
    }
    const content = canvas.current!.toDataURL('image/png');
    save.mutate(
      { type: 'drawing', title, content, tags },
      {
        onSuccess: onSaved,
        onError: (e) => notify(errorMessage(e, CRAFT_MESSAGES.saveFailed), 'error'),
      },
    );
  };

  return (
    <Stack spacing={2.5}>
      {prompt && (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          Prompt: {prompt}
        </Typography>
      )}
      <TitleAndTags
        title={title}
        onTitle={(t) => (setTitle(t), setTitleError(''))}
        tags={tags}
        onTags={setTags}
        titleError={titleError}
      />
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <ToggleButtonGroup
          value={tool}
          exclusive
          onChange={(_e, v) => v && setTool(v)}
          size="small"
          aria-label="Tool"
        >
          <ToggleButton value="brush" aria-label="Brush">
            <BrushIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="eraser" aria-label="Eraser">
            <AutoFixNormal fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" spacing={0.5} role="group" aria-label="Colours">
          {SWATCHES.map((c) => (
            <Box
              key={c}
              component="button"
              type="button"
              aria-label={`Colour ${c}`}
              aria-pressed={color === c && tool === 'brush'}
              onClick={() => (setColor(c), setTool('brush'))}
              sx={{
                width: 28,
                height: 28,
                borderRadius: '50%',
                bgcolor: c,
                border: 3,
                borderColor: color === c && tool === 'brush' ? 'text.primary' : 'transparent',
                cursor: 'pointer',
                p: 0,
              }}
            />
          ))}
          <Box component="label" sx={{ position: 'relative', width: 28, height: 28 }}>
            <Box
              component="input"
              type="color"
              value={color}
              aria-label="Pick any colour"
              onChange={(e: React.ChangeEvent<HTMLInputElement>) => (
                setColor(e.target.value),
                setTool('brush')
              )}
              sx={{
                width: 28,
                height: 28,
                p: 0,
                border: 0,
                borderRadius: '50%',
                cursor: 'pointer',
                background: 'none',
              }}
            />
          </Box>
        </Stack>
        <ToggleButtonGroup
          value={size}
          exclusive
          onChange={(_e, v) => v && setSize(v)}
          size="small"
          aria-label="Brush size"
        >
          {SIZES.map((s) => (
            <ToggleButton key={s} value={s} aria-label={`Brush size ${s} pixels`}>
              <Box
                sx={{
                  width: Math.max(4, s),
                  height: Math.max(4, s),
                  borderRadius: '50%',
                  bgcolor: 'text.primary',
                }}
              />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Tooltip title="Undo">
          <span>
            <IconButton onClick={undo} aria-label="Undo" disabled={undoable === 0}>
              <Undo />
            </IconButton>
          </span>
        </Tooltip>
        <Button startIcon={<DeleteOutline />} onClick={clear} size="small">
          Clear
        </Button>
      </Stack>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'hidden',
          maxWidth: CANVAS_WIDTH,
          bgcolor: '#fff',
          '& > canvas': {
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: { xs: '4 / 3', sm: `${CANVAS_WIDTH} / ${CANVAS_HEIGHT}` },
            objectFit: 'cover',
            touchAction: 'none',
            cursor: 'crosshair',
          },
        }}
      >
        <canvas
          ref={canvas}
          width={CANVAS_WIDTH}
          height={CANVAS_HEIGHT}
          aria-label="Drawing canvas"
          role="img"
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
        />
      </Box>
      <SaveBar onSave={submit} onCancel={onCancel} saving={save.isPending} />
    </Stack>
  );
}
