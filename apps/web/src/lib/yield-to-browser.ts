/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input
 * between two pieces of start-up work. A phone counts every task over 50 ms as blocking.
 */
export const yieldToBrowser = () => new Promise<void>((resume) => setTimeout(resume, 0));
