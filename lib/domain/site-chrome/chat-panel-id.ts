/** Id of the chat panel, for the chat button's aria-controls (no zod: the button is on every page). */
export const CHAT_PANEL_ID = 'chat-support-panel';
