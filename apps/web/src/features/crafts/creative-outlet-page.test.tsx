import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreativeContent } from '@moodcraft/core/crafts/crafts';
import CreativeOutletPage from './creative-outlet-page';

const WRITE = [
  'Write a short letter to the weather outside, telling it honestly how your day has felt so far.',
  'Write a six-word story about today, then write a second one and notice which feels truer.',
];
const DRAW = [
  'Draw the room you are in as a simple map, marking the spots where you feel most at ease.',
  'Sketch one everyday object near you three times.',
];
const AUDIO = [
  'Hum or sing any tune that comes to mind for a minute and record it. Nobody else needs to hear it.',
  'Record a one-minute message for a future you on a hard day. Say what you would want to hear.',
];
const DANCE = [
  'Move like seaweed for a few minutes, letting your arms drift slowly as if water were holding them up.',
  'Dance the shape of your day so far: how it began, what the middle felt like, and how you want it to end.',
];

const content: CreativeContent = {
  // mixed, as an operator may list them
  prompts: [WRITE[0]!, AUDIO[0]!, DRAW[0]!, DANCE[0]!, WRITE[1]!, AUDIO[1]!, DRAW[1]!, DANCE[1]!],
  exercises: { calmingHigh: [], calmingLow: [], default: [] },
  danceVideos: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API of a person with no crafts yet. */
const stubApi = () =>
  vi.stubGlobal('fetch', async (url: string) =>
    url === '/api/creative/content'
      ? json(content)
      : url === '/api/creative-crafts'
        ? json([])
        : json({ message: 'Not found' }, 404),
  );

/** Your Craft for a person with no crafts yet, opened at `path` with route `state`. */
function openAt(path = '/creative-outlet', state?: unknown) {
  stubApi();
  const [pathname, search = ''] = path.split('?');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname, search: search && `?${search}`, state }]}>
        <Routes>
          <Route path="/creative-outlet" element={<CreativeOutletPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const inspiration = () => screen.getByRole('region', { name: 'Inspiration' });
const choose = (mode: string) => fireEvent.click(screen.getByRole('button', { name: mode }));
const newIdea = () => fireEvent.click(screen.getByRole('button', { name: 'New Idea' }));
/** The prompts have arrived: New Idea can be asked. */
const promptsLoaded = () =>
  waitFor(() => expect(screen.getByRole('button', { name: 'New Idea' })).toBeEnabled());
const modeButton = (mode: string) => screen.getByRole('button', { name: mode });

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the inspiration of each mode', () => {
  it('offers a writer only writing prompts, and a recording only audio ones', async () => {
    openAt();
    await promptsLoaded();
    const random = vi.spyOn(Math, 'random');
    choose('Write');
    for (const draw of [0, 0.5, 0.99]) {
      random.mockReturnValue(draw);
      newIdea();
      const shown = inspiration().textContent ?? '';
      expect(WRITE.some((p) => shown.includes(p))).toBe(true);
      expect(shown).not.toMatch(/Hum or sing|Move like|Draw the room|Record a/);
    }
    const writingIdea = WRITE.find((p) => inspiration().textContent?.includes(p))!;
    expect(screen.getByText(`Prompt: ${writingIdea}`)).toBeInTheDocument();

    choose('Record Audio');
    expect(within(inspiration()).getByText('Stuck for an idea? Ask for one.')).toBeInTheDocument();
    random.mockReturnValue(0);
    newIdea();
    expect(within(inspiration()).getByText(AUDIO[0]!)).toBeInTheDocument();

    // back to writing, its own idea is there again
    choose('Write');
    expect(within(inspiration()).getByText(writingIdea)).toBeInTheDocument();
    expect(screen.queryByText(AUDIO[0]!)).toBeNull();
  });

  it('keeps an idea asked for before choosing in the mode it belongs to', async () => {
    openAt();
    await promptsLoaded();
    vi.spyOn(Math, 'random').mockReturnValue(0.2); // the second prompt listed: an audio one
    newIdea();
    expect(within(inspiration()).getByText(AUDIO[0]!)).toBeInTheDocument();
    choose('Draw');
    expect(screen.queryByText(AUDIO[0]!)).toBeNull();
    choose('Record Audio');
    expect(within(inspiration()).getByText(AUDIO[0]!)).toBeInTheDocument();
  });
});

describe('a mode chosen on a slow phone', () => {
  it('shows at once and gives its own ideas, before the address has followed', async () => {
    stubApi();
    // the route's data is read again when the address changes: held here, as a slow phone would
    let hold: Promise<null> | null = null;
    let release = () => {};
    const router = createMemoryRouter(
      [
        {
          path: '/creative-outlet',
          element: <CreativeOutletPage />,
          loader: () => hold,
          HydrateFallback: () => null,
        },
      ],
      { initialEntries: ['/creative-outlet'] },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await promptsLoaded();
    hold = new Promise((resolve) => (release = () => resolve(null)));

    choose('Write');
    expect(modeButton('Write')).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('');
    vi.spyOn(Math, 'random').mockReturnValue(0);
    newIdea();
    expect(screen.getByText(`Prompt: ${WRITE[0]}`)).toBeInTheDocument();

    release();
    await waitFor(() => expect(router.state.location.search).toBe('?mode=write'));
    expect(modeButton('Write')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(`Prompt: ${WRITE[0]}`)).toBeInTheDocument();
  });
});

describe('Your Craft opened for the Craft of the Day', () => {
  it('opens the mode in the address with the day’s prompt', async () => {
    const prompt = 'Draw the shape your day would be if it were a cloud.';
    openAt('/creative-outlet?mode=draw', { prompt });
    expect(modeButton('Draw')).toHaveAttribute('aria-pressed', 'true');
    expect(modeButton('Write')).toHaveAttribute('aria-pressed', 'false');
    expect(within(inspiration()).getByText(prompt)).toBeInTheDocument();
    expect(screen.getByText(`Prompt: ${prompt}`)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Drawing canvas' })).toBeInTheDocument();
    await promptsLoaded();

    // it is a drawing prompt: a writing does not offer it
    choose('Write');
    expect(screen.queryByText(prompt)).toBeNull();
    expect(screen.queryByText(`Prompt: ${prompt}`)).toBeNull();
  });

  it('opens no creator for a mode it does not know', () => {
    openAt('/creative-outlet?mode=paint');
    expect(screen.getByText('Choose a way to create above.')).toBeInTheDocument();
  });
});

/** A recorder that hands over a short recording when stopped, as a browser does. */
class FakeMediaRecorder {
  static isTypeSupported = () => true;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(_stream: unknown, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? 'audio/webm';
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    setTimeout(() => {
      this.ondataavailable?.({ data: new Blob(['a few seconds'], { type: this.mimeType }) });
      this.onstop?.();
    });
  }
}

/** The upload of a recording, answered as the server does. */
class FakeUpload {
  static sent = 0;
  status = 201;
  responseText = '{}';
  upload: { onprogress?: unknown } = {};
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    FakeUpload.sent++;
    setTimeout(() => this.onload?.());
  }
}

function withDevices() {
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  FakeUpload.sent = 0;
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    // the test browser's own stream type, which a video preview accepts, with no devices behind it
    value: {
      getUserMedia: async () =>
        Object.assign(new MediaStream(), { getTracks: (): MediaStreamTrack[] => [] }),
    },
  });
}

describe('a finished recording', () => {
  it('is ready to save, and only saving says the craft was saved', async () => {
    openAt('/creative-outlet?mode=audio');
    withDevices();
    fireEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop Recording' }));
    expect(await screen.findByText('Recording ready — add a title and save')).toBeInTheDocument();
    expect(screen.getByLabelText('Preview of your recording')).toBeInTheDocument();
    expect(screen.queryByText(/recorded successfully|saved successfully/i)).toBeNull();
    expect(FakeUpload.sent).toBe(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Evening hum' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Craft saved successfully!')).toBeInTheDocument();
    expect(FakeUpload.sent).toBe(1);
  });

  it('of a dance is ready to save too, not yet saved', async () => {
    openAt('/creative-outlet?mode=dance');
    withDevices();
    fireEvent.click(screen.getByRole('tab', { name: 'Self-Dancing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open Camera' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start Recording' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop Recording' }));
    expect(await screen.findByText('Dance video ready — add a title and save')).toBeInTheDocument();
    expect(screen.queryByText(/recorded successfully|saved successfully/i)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
