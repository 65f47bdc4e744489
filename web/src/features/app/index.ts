// The app shell's public entry: what other features may use.
export { usePageTitleKey } from './document-title.tsx';
