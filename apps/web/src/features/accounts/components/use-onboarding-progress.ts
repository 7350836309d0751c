import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  allowedStage,
  clearProgress,
  type OnboardingProgress,
  type OnboardingStage,
  parseStage,
  readProgress,
  saveProgress,
} from './onboarding-progress';

/**
 * The onboarding stage lives in the URL (`?step=`), one history entry per step, so the browser's Back
 * goes to the previous step; what was chosen and typed is kept in sessionStorage, so a reload or a
 * Back does not lose it.
 */
export function useOnboardingProgress() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<OnboardingProgress>(readProgress);
  const wanted = parseStage(params.get('step'));
  const stage = allowedStage(progress, wanted);

  // A step that cannot be shown yet (a link, a reload after the tab's storage was cleared) is corrected.
  useEffect(() => {
    if (stage !== wanted) void navigate({ search: `?step=${stage}` }, { replace: true });
  }, [stage, wanted, navigate]);

  const update = (next: OnboardingProgress) => {
    setProgress(next);
    saveProgress(next);
  };

  const goTo = (next: OnboardingStage, { replace = false } = {}) =>
    void navigate({ search: `?step=${next}` }, { replace, state: { fromStep: stage } });

  /** Previous: the history entry before when it is that step (as Back would), else that step anew. */
  const back = (previous: OnboardingStage) => {
    const cameFrom = (location.state as { fromStep?: OnboardingStage } | null)?.fromStep;
    if (cameFrom === previous) void navigate(-1);
    else goTo(previous, { replace: true });
  };

  return { stage, progress, update, goTo, back, finish: clearProgress };
}
