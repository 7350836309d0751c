import { useNavigate } from 'react-router';

/**
 * Goes back one entry when the app has history to go back to (React Router keeps the index in
 * history.state), otherwise to `fallback` — e.g. when the page was opened from a bookmark.
 */
export const useGoBack = (fallback: string) => {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx;
    if (typeof index === 'number' && index > 0) void navigate(-1);
    else void navigate(fallback);
  };
};
