import { createContext, useContext } from "react";
import type { MallKey } from "../../core/mall-endpoints";
import { answerKey, PRELOADED_ID, type Preloaded } from "./contract";

export { PRELOADED_ID, answerKey, type Preloaded } from "./contract";

/** How components reach the answers a page was rendered with. */
export interface AnswerSource {
  /** The portal and user start-up would otherwise ask for; null on a client-rendered page. */
  boot: Pick<Preloaded, "site" | "who"> | null;
  /** The answer if it is here: a first render shows it instead of a loading state. */
  peek(key: MallKey, payload: Record<string, unknown>): unknown;
  /** Forgets an answer once its component has mounted, so a later visit of the screen asks afresh. */
  drop(key: MallKey, payload: Record<string, unknown>): void;
  /** Server only: the answer, fetched in process; the renderer waits on the promise (React's use()). */
  load?(key: MallKey, payload: Record<string, unknown>): Promise<unknown>;
}

/** The browser's source: the page's embedded answers, each used by the first mount that asks for it. */
export function embeddedSource(preloaded: Preloaded | null): AnswerSource {
  const answers = new Map(Object.entries(preloaded?.answers ?? {}));
  return {
    boot: preloaded ? { site: preloaded.site, who: preloaded.who } : null,
    peek: (key, payload) => answers.get(answerKey(key, payload)),
    drop: (key, payload) => void answers.delete(answerKey(key, payload)),
  };
}

/** The page's embedded data, read once from its JSON block; null for a page the server did not render. */
export function readPreloaded(doc: Document = document): Preloaded | null {
  const text = doc.getElementById(PRELOADED_ID)?.textContent;
  return text ? (JSON.parse(text) as Preloaded) : null;
}

export const AnswerContext = createContext<AnswerSource>(embeddedSource(null));

export const useAnswers = () => useContext(AnswerContext);
