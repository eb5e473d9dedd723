/**
 * Where the platform operator works (运营中心: the audit queues and the platform's own rows). Only members of the
 * platform enterprise open it: the web shell shows everyone else a 403 page instead of its menu, and the server
 * answers its pages to them with 403 as it answers its endpoints.
 */
export const OPERATOR_CONSOLE = "/operation";

/** Whether a page path is the console or one of its screens (`/operation/dict`, not `/operationx`). */
export const inOperatorConsole = (path: string) => path === OPERATOR_CONSOLE || path.startsWith(`${OPERATOR_CONSOLE}/`);
