/**
 * Statements sent ahead on a step's transaction, whose connection runs them one after another:
 * a step reading a draw page by page asks for the next page (and writes the last one) before it
 * works on the page it holds, so the database and this process work at the same time. Every
 * statement sent is awaited by `finish` (a failure fails the step), and none is left unhandled
 * while the step works.
 */
export class StatementQueue {
  private readonly sent: Array<Promise<unknown>> = [];

  /** Sends a statement whose result is awaited later (or by `finish`). */
  ask<Result>(statement: Promise<Result>): Promise<Result> {
    statement.catch(() => undefined);
    this.sent.push(statement);
    return statement;
  }

  /** Sends a statement that `finish` awaits. */
  send(statement: Promise<unknown>): void {
    void this.ask(statement);
  }

  async finish(): Promise<void> {
    await Promise.all(this.sent);
  }
}
