import { useLocation, useNavigate } from "react-router";
import { useMembership } from "../../portal/join-offer";
import { usePortalState } from "../../portal/portal-state";

/**
 * Runs `then` for a logged-in member of the portal: a visitor goes to login with the current page as retUrl, a
 * non-member of an open portal is offered to join it first (`then` runs once they have, `declined` if they would not).
 */
export function useNeedLogin() {
  const { user } = usePortalState();
  const { standing, join } = useMembership();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (then: () => void, declined?: () => void) => {
    if (!user) return navigate(`/login?retUrl=${encodeURIComponent(`${pathname}${search}`)}`);
    if (standing !== "joinable") return then();
    void join().then((joined) => (joined ? then() : declined?.()));
  };
}
