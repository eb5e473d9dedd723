import { lazy, Suspense, useEffect, useState } from "react";
import { useMembership } from "../portal/join-offer";
import { usePortalState } from "../portal/portal-state";

const PersonPrompt = lazy(() => import("./person-prompt"));

/** Once per browser session and person: asked after logging in, not again on every page. */
const seenKey = (userId: number) => `person-prompt:${userId}`;

/**
 * Mounts the after-login dialog of rows waiting for the person (person-prompt.tsx) for a logged-in user who has not
 * met it in this browser session. Only in the browser, after the page is taken over, so the server's markup and the
 * first render agree; the dialog's code and the declarations it reads load only then.
 */
export function PersonPromptGate() {
  const { user } = usePortalState();
  // the rows are read on the portal's members' terms: a non-member meets them once they joined (or on their own portal)
  const member = useMembership().standing === "member";
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!user || !member || sessionStorage.getItem(seenKey(user.id))) return;
    sessionStorage.setItem(seenKey(user.id), "1");
    setOpen(true);
  }, [user, member]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PersonPrompt onClose={() => setOpen(false)} />
    </Suspense>
  );
}
