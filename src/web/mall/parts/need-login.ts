import { useLocation, useNavigate } from "react-router";
import { usePortalState } from "../../portal/portal-state";

/** Runs `then` for a logged-in user, else goes to login with the current page as retUrl. */
export function useNeedLogin() {
  const { user } = usePortalState();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (then: () => void) =>
    user ? then() : navigate(`/login?retUrl=${encodeURIComponent(`${pathname}${search}`)}`);
}
