/** The live module's public entry: a change to push to the browsers, in the caller's transaction. */
export { publishLive, type LiveMessage, type LiveTopic } from './live-message.ts';
