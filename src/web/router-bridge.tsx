import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { setNavigate } from "./providers/http-client";

/** Gives the http client react-router's navigate, so error pages open without a page reload. */
export function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigate((to) => void navigate(to));
  }, [navigate]);
  return null;
}

/** History-mode routing keeps the scroll offset; the spec wants every navigation to start at the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
