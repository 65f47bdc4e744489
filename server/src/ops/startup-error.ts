/** An expected reason not to start, said in one line (main.ts prints it without a stack trace and exits 1). */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}
