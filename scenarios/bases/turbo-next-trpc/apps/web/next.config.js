import './src/env.js';

/** @type {import('next').NextConfig} */
const config = {
  reactStrictMode: true,
};

export default config;
