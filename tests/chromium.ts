// How the browser tests and the benchmark start the machine's Chromium (Debian's package; the
// test tools' own browser downloads do not work on these machines). Without the networking flags
// Chromium keeps calling hosts that this closed network refuses.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
];
