/** The version this build is; the server's expected version (v1-get-version, tag boss_version) must match. Kept equal to package.json (tested). */
export const APP_VERSION = '7.5.20';
