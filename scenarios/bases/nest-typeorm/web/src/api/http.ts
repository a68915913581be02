import axios from 'axios';

/** Every call to the Ledgerly API goes through this instance (the API lives under /api). */
export const http = axios.create({
  baseURL: '/api',
  timeout: 15_000,
  withCredentials: true,
});

http.interceptors.request.use((config) => {
  const token = localStorage.getItem('ledgerly.token');
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});
