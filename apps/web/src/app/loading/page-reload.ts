/** Reloads the page from the server: the one place the error page does it, so a test can stand in for it. */
export const reloadPage = (): void => window.location.reload();
