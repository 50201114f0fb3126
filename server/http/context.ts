// The Hono environment: who is asking, and the services a handler may call.
import type { Services } from "../services";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
}

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    services: Services;
  };
}
