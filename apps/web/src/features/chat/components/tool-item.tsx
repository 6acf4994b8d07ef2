import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import type { ChatTool } from '@moodcraft/core/companion/tools';
import { BreathingExercise } from '../tools/breathing-exercise';
import { GroundingSteps } from '../tools/grounding-steps';

/** An exercise started inside the conversation, as an item of it. */
export function ToolItem({ tool }: { tool: ChatTool }) {
  const item = useRef<HTMLLIElement>(null);
  // the exercise takes the focus when it starts, so keyboard and screen-reader users are there
  useEffect(() => {
    item.current?.querySelector<HTMLElement>('h3[tabindex], button')?.focus();
  }, []);
  return (
    <Box component="li" ref={item} sx={{ listStyle: 'none', maxWidth: { xs: '100%', sm: '85%' } }}>
      {tool === 'grounding' ? (
        <GroundingSteps />
      ) : (
        <BreathingExercise pattern={tool === 'box-breathing' ? 'box' : '4-7-8'} />
      )}
    </Box>
  );
}
