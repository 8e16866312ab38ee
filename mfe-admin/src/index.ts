// Standalone development page. In the portal only remoteEntry.js is used, via the shell.
void import('./standalone');
