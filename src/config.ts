/** True when the console runs against the in-browser mock backend (npm run dev, no API address). */
export const MOCK_MODE: boolean = import.meta.env.DEV && !import.meta.env.VITE_API_BASE_URL;
