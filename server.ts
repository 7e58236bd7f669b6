// Entry point: `npm start` (production build) and `npm run dev` (Vite middleware).
import { EnvError, readEnv } from "./app/config/env.server";
import { createServer, listenGracefully, StartupError } from "./server/app";

async function main() {
  const env = readEnv();
  if (env.ephemeralSessionSecret) {
    console.warn("SESSION_SECRET is not set: using a random one, so sessions end when this process stops.");
  }
  const running = await createServer(env);
  listenGracefully(running, env);
}

main().catch((error) => {
  if (error instanceof EnvError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error("Croupier failed to start:", error);
  }
  process.exit(1);
});
