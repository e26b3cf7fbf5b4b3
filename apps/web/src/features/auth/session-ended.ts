/**
 * The 'session ended' text of a 401 (spec §8), kept for the sign-in page: the message the layout
 * shows goes away with the layout when the guard sends the user to sign in.
 */
let notice: string | null = null;

export function noteSessionEnded(text: string | null): void {
  notice = text;
}

export function sessionEndedNotice(): string | null {
  return notice;
}
