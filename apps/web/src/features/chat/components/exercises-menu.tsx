import { useState } from 'react';
import { IconButton, ListItemIcon, Menu, MenuItem, Tooltip } from '@mui/material';
import SelfImprovement from '@mui/icons-material/SelfImprovement';
import Air from '@mui/icons-material/Air';
import Spa from '@mui/icons-material/Spa';
import type { ChatTool } from '@moodcraft/core/companion/tools';

const EXERCISES: { tool: ChatTool; label: string; icon: typeof Air }[] = [
  { tool: 'box-breathing', label: 'Box breathing', icon: Air },
  { tool: '4-7-8-breathing', label: '4-7-8 breathing', icon: Air },
  { tool: 'grounding', label: '5-4-3-2-1 grounding', icon: Spa },
];

/** The chat's exercises, there to start at any moment without asking for them first. */
export function ExercisesMenu({ onStart }: { onStart: (tool: ChatTool) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Exercises">
        <IconButton
          aria-label="Exercises"
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <SelfImprovement />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {EXERCISES.map(({ tool, label, icon: Icon }) => (
          <MenuItem
            key={tool}
            onClick={() => {
              setAnchor(null);
              onStart(tool);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
