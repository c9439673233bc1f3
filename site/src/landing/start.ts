// The landing page's one module script, loaded with its first screen: it starts the hero's drawing,
// lets the video cards act on a click, and loads the demos section's behaviour when it is needed.
// One script, not one per section: a second module request beside the first screen's put
// Lighthouse's LCP of / back by about 150 ms (decision 0108).
import '../hero/boot';
import '../videos/clicks';
import '../demos/listen';
