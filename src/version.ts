/** The gate's version, shown in SARIF and reports. Kept in step with package.json by a test. */
export const VERSION = '0.1.0';
