// Modules the build (scripts/buildWeb.mjs) provides.
declare module '*.cards' {
  const text: string;
  export default text;
}
declare module 'virtual:worker-source' {
  /** dist/browser/server.js: the language server as a classic worker script. */
  const source: string;
  export default source;
}
declare module 'virtual:preview-assets' {
  /** cardtext's preview stylesheet (dist/render/), and mana-font's CSS with its font as a data: URL. */
  export const cardtextCss: string;
  export const manaCss: string;
  /** The preview frame's scripts, ready to write between <script> tags (the page's policy allows them by hash): frame-shim.js, then dist/render/cardtext.js. */
  export const frameScripts: string[];
}
declare const PLAYGROUND_BUILD: string;
declare module 'markdown-it' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const MarkdownIt: any;
  export default MarkdownIt;
}
