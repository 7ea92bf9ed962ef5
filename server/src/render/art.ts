/**
 * Which `Art:` paths may show an image. Art is a file relative to the `.cards` file; anything with
 * a URL scheme (`javascript:`, `http:`, `https:`, `data:`, `file:`…) is never loaded and shows the
 * placeholder with the path as text, so a card can't reach the network or run code through its art.
 */

/** How a shell shows a card's art: a URL to load, or a key the shell fills in later (webviews). */
export interface ArtRef {
  src?: string;
  key?: string;
}

/** Resolves a local art path (as written on the card) to what the page loads; undefined for none. */
export type ArtResolver = (path: string) => ArtRef | undefined;

export { isLocalArtPath } from '../language/localPath.js';
