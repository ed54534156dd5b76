/**
 * Imported by the tests that seed a catalogue. The server loads the catalogue source
 * (@ianlucas/cs2-lib and its translations, about 1 GB) only when it seeds; a test file imports it
 * up front instead, so the load counts toward the file's import time and not toward the timeout of
 * the hook or test that seeds (a busy machine takes longer than that to load it).
 */
import '../catalogue/cs2Source';
