// Presenters are the only place a row becomes JSON: the API shape is decided here.
import type { PresentedUser } from "../../common/types";
import type { SessionUser } from "./context";

export function presentUser(user: SessionUser): PresentedUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    imageURL: user.image,
  };
}
