// Takes the data-folder lock of NODAL_DATA_DIR and holds it until killed (the lock tests).
import { lockDataDir } from '../platform/lock.ts';

await lockDataDir(process.env.NODAL_DATA_DIR!, 'http://127.0.0.1:8970');
console.log('LOCKED');
setInterval(() => undefined, 60_000);
