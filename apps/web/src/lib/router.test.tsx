import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../app/router';
import {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from './router';

const pathsOf = (path: string) =>
  matchRoutes(routes, path)?.routes.map((r) => r.path ?? (r.index ? '(index)' : '(layout)'));

describe('route matching', () => {
  it('finds the page of every path, through its layouts', () => {
    expect(pathsOf('/')).toEqual(['(layout)', '(index)']);
    expect(pathsOf('/login')).toEqual(['(layout)', '(layout)', '(layout)', 'login']);
    expect(pathsOf('/dashboard')).toEqual(['(layout)', '(layout)', '(layout)', 'dashboard']);
    expect(pathsOf('/privacy-policy')).toEqual(['(layout)', 'privacy-policy']);
  });

  it('matches case-insensitively and ignores a trailing slash', () => {
    expect(pathsOf('/Dashboard/')).toEqual(pathsOf('/dashboard'));
    expect(pathsOf('/SELF-HELP')).toEqual(pathsOf('/self-help'));
  });

  it('prefers a static segment to a parameter, whatever the order of the table', () => {
    expect(matchRoutes(routes, '/self-help/article/abc')?.params).toEqual({ id: 'abc' });
    expect(matchRoutes(routes, '/self-help/Mindfulness')?.params).toEqual({ topic: 'Mindfulness' });
    const table: RouteObject[] = [{ path: ':slug' }, { path: 'about' }, { path: '*' }];
    expect(matchRoutes(table, '/about')?.routes[0]?.path).toBe('about');
    expect(matchRoutes(table, '/else')?.routes[0]?.path).toBe(':slug');
    expect(matchRoutes(table, '/a/b')?.params).toEqual({ '*': 'a/b' });
  });

  it('decodes parameters and refuses a malformed one', () => {
    expect(matchRoutes(routes, '/reset-password/a%20b')?.params).toEqual({ resetToken: 'a b' });
    expect(matchRoutes([{ path: 'x/:id' }], '/x/%E0%A4%A')).toBeNull();
  });

  it('sends unknown paths to the catch-all and needs every segment to match', () => {
    expect(pathsOf('/no/such/page')).toEqual(['(layout)', '*']);
    expect(matchRoutes([{ path: 'a/b' }], '/a')).toBeNull();
    expect(matchRoutes([{ path: 'a' }], '/a/b')).toBeNull();
  });
});

function Where() {
  const location = useLocation();
  const [params] = useSearchParams();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}|{JSON.stringify(location.state)}|{params.get('q') ?? ''}
    </p>
  );
}

function Item() {
  const { id } = useParams<{ id: string }>();
  return <p>item {id}</p>;
}

function Controls() {
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  return (
    <>
      <button onClick={() => navigate('/items/7', { state: { from: 'button' } })}>go</button>
      <button onClick={() => navigate('/items/8', { replace: true })}>replace</button>
      <button onClick={() => setParams({ q: 'calm' }, { replace: true })}>search</button>
    </>
  );
}

const table: RouteObject[] = [
  {
    element: (
      <main>
        <Where />
        <Controls />
        <Link to="/items/3" state={{ tab: 1 }}>
          third
        </Link>
        <Outlet />
      </main>
    ),
    children: [
      { index: true, element: <p>home</p> },
      { path: 'items/:id', element: <Item /> },
      { path: 'old', element: <Navigate to="/items/1" replace /> },
    ],
  },
];

function App() {
  return useRoutes(table);
}

const mount = () =>
  render(
    <BrowserRouter>
      <App />
    </BrowserRouter>,
  );

describe('navigation', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(cleanup);

  it('renders the matched route inside its layout', () => {
    mount();
    expect(screen.getByText('home')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/|null|');
  });

  it('follows a link in place, carrying its state, and stacks a history entry', () => {
    mount();
    const before = window.history.length;
    const link = screen.getByText('third');
    expect(link.getAttribute('href')).toBe('/items/3');
    fireEvent.click(link);
    expect(screen.getByText('item 3')).toBeTruthy();
    expect(window.location.pathname).toBe('/items/3');
    expect(screen.getByTestId('where').textContent).toBe('/items/3|{"tab":1}|');
    expect(window.history.length).toBe(before + 1);
  });

  it('leaves modified clicks (a new tab) to the browser', () => {
    mount();
    let leftToBrowser: boolean | null = null;
    const observe = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault(); // the test document does not really open a tab
    };
    document.addEventListener('click', observe);
    fireEvent.click(screen.getByText('third'), { ctrlKey: true });
    document.removeEventListener('click', observe);
    expect(leftToBrowser).toBe(true);
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('navigates from code, replaces when asked, and follows the Back button', () => {
    mount();
    fireEvent.click(screen.getByText('go'));
    expect(screen.getByText('item 7')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/items/7|{"from":"button"}|');
    const length = window.history.length;
    fireEvent.click(screen.getByText('replace'));
    expect(screen.getByText('item 8')).toBeTruthy();
    expect(window.history.length).toBe(length);
    // what the browser does on Back: the URL changes, then popstate fires
    act(() => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('updates the query string in place', () => {
    mount();
    fireEvent.click(screen.getByText('search'));
    expect(window.location.search).toBe('?q=calm');
    expect(screen.getByTestId('where').textContent).toBe('/?q=calm|null|calm');
  });

  it('redirects with Navigate', () => {
    window.history.replaceState(null, '', '/old');
    mount();
    expect(screen.getByText('item 1')).toBeTruthy();
    expect(window.location.pathname).toBe('/items/1');
  });
});
