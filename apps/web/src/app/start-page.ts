import { createContext } from 'react';

/**
 * True while the build renders the app's start page (`__spa-fallback.html`, which opens every
 * path not rendered at build time): that page always carries the app's script.
 */
export const RenderingStartPage = createContext(false);
