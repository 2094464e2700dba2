/**
 * What a classroom island's server call returns: the data, or a message already translated for
 * the learner (ARCHITECTURE.md: results rather than throwing across layers; every failure reaches
 * the user as a translated message). The islands also catch a rejected call (network) and show
 * their own generic message.
 */
export type ClassroomActionResult<T> = { ok: true; data: T } | { ok: false; error: string };
