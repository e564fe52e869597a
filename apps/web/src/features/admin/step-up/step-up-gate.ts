import { isApiError } from '../../../lib/api-error.ts';

// A sensitive admin action the server answers step_up_required (issue #34, decision 0043): the administrator is
// asked to prove it is them (StepUpDialog, mounted once on Admin Management), and the action is sent again once.
// The server refused the first attempt before doing anything, so sending it again does it exactly once.

type Ask = () => Promise<boolean>;

let ask: Ask | null = null;

/** Called by the mounted dialog: how to ask; null when it unmounts. */
export const setStepUpAsker = (next: Ask | null): void => {
  ask = next;
};

/** Runs `action`; on step_up_required asks for the proof and, once given, runs it again. */
export const withStepUp = async <T>(action: () => Promise<T>): Promise<T> => {
  try {
    return await action();
  } catch (error) {
    if (!isApiError(error) || error.message !== 'step_up_required' || ask === null) throw error;
    if (!(await ask())) throw error;
    return action();
  }
};
