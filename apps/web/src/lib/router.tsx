/**
 * The app's router: browser history, nested routes with a shared layout, and the few hooks the
 * pages use, with the same names and meanings as react-router's. It is small on purpose, so the
 * first page a visitor opens downloads as little script as possible.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';

export type Location = {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
};
export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;
export type Params = Record<string, string>;

export type RouteObject = {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
};

type HistoryState = { usr?: unknown; key?: string } | null;

type RouterValue = { location: Location; navigate: NavigateFunction };
const RouterContext = createContext<RouterValue | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({
  outlet: null,
  params: {},
});

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = window.history.state as HistoryState;
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** Keeps the URL and the rendered pages in step, through links, code and the Back button. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);

  useEffect(() => {
    const onPopState = () => setLocation(currentLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const url = new URL(to, window.location.href);
    const path = url.pathname + url.search + url.hash;
    const here = window.location.pathname + window.location.search + window.location.hash;
    const state: HistoryState = { usr: options.state ?? null, key: newKey() };
    // going to where we already are replaces the entry rather than stacking a copy
    if (options.replace || path === here) window.history.replaceState(state, '', path);
    else window.history.pushState(state, '', path);
    setLocation(currentLocation());
  }, []);

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A router fixed at one address: pages rendered to HTML at build time. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterValue>(() => {
    const url = new URL(location, 'http://localhost');
    return {
      location: {
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
        state: null,
        key: 'default',
      },
      navigate: () => undefined,
    };
  }, [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter() {
  const value = useContext(RouterContext);
  if (!value) throw new Error('Router hooks must be used inside BrowserRouter');
  return value;
}

export const useLocation = () => useRouter().location;
export const useNavigate = () => useRouter().navigate;
export const useParams = <T extends Params = Params>() =>
  useContext(RouteContext).params as Partial<T>;

/** Where the matched child route renders inside its parent's element. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

type SearchParamsInit = URLSearchParams | Record<string, string> | string;

export function useSearchParams() {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchParamsInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate],
  );
  return [params, setParams] as const;
}

/** Sends the person elsewhere as soon as it renders. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/** A real link (it opens in a new tab, copies, and works without script) that navigates in place. */
export function Link({ to, replace, state, onClick, target, ref, children, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (target && target !== '_self'))
      return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return (
    <a {...rest} ref={ref} href={to} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

type Branch = { routes: RouteObject[]; segments: string[]; index: boolean; score: number };

function segmentsOf(path: string | undefined) {
  return (path ?? '').split('/').filter(Boolean);
}

/** Static segments outrank parameters, which outrank a trailing `*`; the same ranking react-router uses. */
function scoreOf(segments: string[], index: boolean) {
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else if (segment.startsWith(':')) score += 3;
    else score += 10;
  }
  return score;
}

function flatten(
  routes: RouteObject[],
  parents: RouteObject[] = [],
  parentSegments: string[] = [],
): Branch[] {
  const branches: Branch[] = [];
  for (const route of routes) {
    const chain = [...parents, route];
    const segments = [...parentSegments, ...segmentsOf(route.path)];
    if (route.children?.length) branches.push(...flatten(route.children, chain, segments));
    else
      branches.push({
        routes: chain,
        segments,
        index: Boolean(route.index),
        score: scoreOf(segments, Boolean(route.index)),
      });
  }
  return branches;
}

function matchBranch(branch: Branch, pathSegments: string[]): Params | null {
  const { segments } = branch;
  const params: Params = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment === '*') {
      params['*'] = pathSegments.slice(i).join('/');
      return params;
    }
    const actual = pathSegments[i];
    if (actual === undefined) return null;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment.toLowerCase() !== actual.toLowerCase()) {
      return null;
    }
  }
  return pathSegments.length === segments.length ? params : null;
}

/** The chain of routes (outermost first) that a path renders, with its parameters; null when none. */
export function matchRoutes(routes: RouteObject[], pathname: string) {
  const pathSegments = segmentsOf(pathname);
  const branches = flatten(routes)
    .map((branch, order) => ({ branch, order }))
    .sort((a, b) => b.branch.score - a.branch.score || a.order - b.order);
  for (const { branch } of branches) {
    const params = matchBranch(branch, pathSegments);
    if (params) return { routes: branch.routes, params };
  }
  return null;
}

/** Renders the routes that match the current location, each inside its parent's Outlet. */
export function useRoutes(routes: RouteObject[]) {
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!match) return null;
  let outlet: ReactNode = null;
  for (let i = match.routes.length - 1; i >= 0; i--) {
    const route = match.routes[i]!;
    outlet = (
      <RouteContext.Provider value={{ outlet, params: match.params }}>
        {route.element ?? <Outlet />}
      </RouteContext.Provider>
    );
  }
  return outlet;
}
