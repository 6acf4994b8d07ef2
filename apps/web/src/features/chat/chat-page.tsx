import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ChatTool } from '@moodcraft/core/companion/tools';
import {
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import { CHAT_MESSAGES } from '@moodcraft/core/companion/chat';
import type { Helpline } from '@moodcraft/core/companion/helplines';
import { useHelplines } from '../../app/use-helplines';
import { CrisisCard } from '../../components/crisis-card';
import { useMeta } from '../../lib/use-meta';
import { streamChat, useChatHistory, useClearHistory } from './api/chat-api';
import { MessageBubble, type ChatMessage } from './components/message-bubble';
import { ChatOffer } from './components/chat-offer';
import { ToolItem } from './components/tool-item';
import { ChatDisclosure } from './components/chat-disclosure';
import { ExercisesMenu } from './components/exercises-menu';

const newId = () => Math.random().toString(36).slice(2);

export const meta = () => [{ title: 'Chat · MoodCraft' }];

export default function ChatPage() {
  const meta = useMeta();
  const history = useChatHistory();
  const clear = useClearHistory();
  const [greetingTime] = useState(() => new Date().toISOString());
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const [input, setInput] = useState('');
  const [waiting, setWaiting] = useState(false);
  /** Enter pressed while Mood Friend was still replying: the message goes once the reply is in */
  const [queued, setQueued] = useState(false);
  const [helplines, setHelplines] = useState<Helpline[] | null>(null);
  const [safetyMode, setSafetyMode] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  /** what the newest reply offers: exercises and one-tap answers */
  const [offer, setOffer] = useState<{
    forId: string;
    tools: ChatTool[];
    quickReplies: string[];
  } | null>(null);
  const scroller = useRef<HTMLDivElement>(null);

  // History comes back once; after that the page keeps its own list.
  const restored = useMemo<ChatMessage[]>(
    () =>
      (history.data ?? []).map((h) => ({
        id: h.id,
        text: h.content,
        sender: h.role === 'user' ? 'user' : 'ai',
        timestamp: h.createdAt,
      })),
    [history.data],
  );
  const shown = messages ?? restored;
  const hadCrisis = (history.data ?? []).some((h) => h.crisis);
  const regionHelplines = useHelplines();
  const card = helplines ?? (hadCrisis ? regionHelplines : null);

  const lastText = shown[shown.length - 1]?.text;
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [shown.length, lastText, waiting]);

  const startTool = (tool: ChatTool) => {
    setOffer(null);
    setMessages([
      ...shown,
      { id: newId(), text: '', sender: 'tool', tool, timestamp: new Date().toISOString() },
    ]);
  };

  const send = async (typed?: string) => {
    const text = (typed ?? input).trim();
    if (!text) return;
    if (waiting) {
      if (typed === undefined) setQueued(true);
      return;
    }
    setQueued(false);
    setOffer(null);
    const base = shown;
    const userMessage: ChatMessage = {
      id: newId(),
      text,
      sender: 'user',
      timestamp: new Date().toISOString(),
    };
    const aiId = newId();
    setInput('');
    setWaiting(true);
    setMessages([...base, userMessage]);
    const conversation = [...base, userMessage]
      .filter((m) => m.sender !== 'tool')
      .slice(-30)
      .map((m) => ({
        role: m.sender === 'user' ? ('user' as const) : ('assistant' as const),
        content: m.text,
      }));
    let streamed = '';
    const showReply = (reply: string, article?: ChatMessage['article']) =>
      setMessages([
        ...base,
        userMessage,
        { id: aiId, text: reply, sender: 'ai', timestamp: new Date().toISOString(), article },
      ]);
    try {
      const done = await streamChat(conversation, {
        onToken: (piece) => {
          streamed += piece;
          showReply(streamed);
        },
        onReplace: (full) => {
          streamed = full;
          showReply(full);
        },
      });
      showReply(done.message.trim() ? done.message : CHAT_MESSAGES.empty, done.article);
      if (done.tools?.length || done.quickReplies?.length)
        setOffer({ forId: aiId, tools: done.tools ?? [], quickReplies: done.quickReplies ?? [] });
      if (done.crisis || done.resources?.length) setHelplines(done.resources ?? regionHelplines);
      setSafetyMode(Boolean(done.safetyMode));
    } catch {
      showReply(CHAT_MESSAGES.failure);
    } finally {
      setWaiting(false);
    }
  };

  useEffect(() => {
    if (waiting || !queued) return;
    // the next task, once the reply's own updates are drawn; send reads the box as it is then
    const next = setTimeout(() => void send());
    return () => clearTimeout(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, queued]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const disclosure =
    meta.data?.aiProvider === 'openai'
      ? `Replies come from the AI model ${meta.data.aiModel ?? ''} at a service the people who run this MoodCraft server connected. It is sent your recent messages in this chat and, from your mood log, at most one line: which activity tends to come with your better days. Messages that suggest you may be at risk are never sent there: Mood Friend answers them here, with helplines, and stays here for the rest of that conversation. Mood Friend is not a therapist.`
      : 'Mood Friend runs on this MoodCraft server: what you write stays here, encrypted, and you can clear it at any time. Mood Friend is not a therapist and can’t help in an emergency.';

  return (
    <Container
      maxWidth="md"
      sx={{
        py: { xs: 2, md: 4 },
        display: 'flex',
        flexDirection: 'column',
        minHeight: 'calc(100vh - 64px - 80px)',
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 1 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontSize: { xs: '1.3rem', sm: '1.6rem' } }}>
          Chat with your Mood Friend about your thoughts and feelings
        </Typography>
        <Stack direction="row" sx={{ flexShrink: 0 }}>
          <ExercisesMenu onStart={startTool} />
          <Tooltip title="Clear conversation">
            <span>
              <IconButton
                aria-label="Clear conversation"
                onClick={() => setConfirmClear(true)}
                disabled={shown.length === 0 || waiting}
              >
                <DeleteSweepOutlined />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      </Stack>
      <ChatDisclosure text={disclosure} />

      {card && (
        <Box sx={{ mb: 2 }}>
          <CrisisCard helplines={card} />
          {safetyMode && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              For the rest of this conversation Mood Friend answers here on this server and keeps
              these numbers close. Clearing the conversation starts afresh.
            </Typography>
          )}
        </Box>
      )}

      <Card sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', minHeight: 360 }}>
        <Box
          ref={scroller}
          tabIndex={0}
          role="region"
          aria-label="Messages"
          sx={{
            flexGrow: 1,
            overflowY: 'auto',
            p: { xs: 1.5, sm: 2.5 },
            maxHeight: { xs: '58vh', md: '60vh' },
          }}
          aria-live="polite"
          aria-busy={waiting}
        >
          <Stack component="ol" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Conversation">
            <MessageBubble
              message={{
                id: 'greeting',
                text: CHAT_MESSAGES.greeting,
                sender: 'ai',
                timestamp: restored[0]?.timestamp ?? greetingTime,
              }}
            />
            {history.isError && (
              <Alert severity="error">Your earlier conversation could not be loaded.</Alert>
            )}
            {shown.map((m) =>
              m.sender === 'tool' && m.tool ? (
                <ToolItem key={m.id} tool={m.tool} />
              ) : (
                <MessageBubble key={m.id} message={m} />
              ),
            )}
            {offer && !waiting && shown[shown.length - 1]?.id === offer.forId && (
              <ChatOffer
                tools={offer.tools}
                quickReplies={offer.quickReplies}
                onTool={startTool}
                onReply={(text) => void send(text)}
              />
            )}
            {waiting && shown[shown.length - 1]?.sender === 'user' && (
              <Box
                component="li"
                sx={{
                  listStyle: 'none',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  color: 'text.secondary',
                }}
              >
                <CircularProgress size={18} aria-label="Mood Friend is writing" />
                <Typography variant="body2">Mood Friend is writing…</Typography>
              </Box>
            )}
          </Stack>
        </Box>
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
          sx={{
            display: 'flex',
            gap: 1,
            p: 1.5,
            borderTop: 1,
            borderColor: 'divider',
            alignItems: 'flex-end',
          }}
        >
          <TextField
            value={input}
            onChange={(e) => setInput(e.target.value.slice(0, 4000))}
            onKeyDown={onKeyDown}
            placeholder="Type your message..."
            multiline
            maxRows={5}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { 'aria-label': 'Message to Mood Friend' } }}
          />
          <Button
            type="submit"
            variant="contained"
            endIcon={waiting ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
            disabled={!input.trim() || waiting}
            sx={{ flexShrink: 0, height: 40 }}
          >
            Send
          </Button>
        </Box>
      </Card>

      <Dialog open={confirmClear} onClose={() => setConfirmClear(false)}>
        <DialogTitle>Clear this conversation?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Every message with Mood Friend is deleted from this server. This can’t be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirmClear(false)}>Keep it</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() =>
              clear.mutate(undefined, {
                onSuccess: () => {
                  setMessages([]);
                  setHelplines(null);
                  setSafetyMode(false);
                  setOffer(null);
                  setConfirmClear(false);
                },
              })
            }
          >
            Clear conversation
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
