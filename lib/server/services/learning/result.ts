/** What a learner-area write returns: its data, or the one reason it was refused. */
export type Result<T, E extends string> = { ok: true; data: T } | { ok: false; error: E };
