// Runs before every test file: tests never reach the network except local fixture servers.
import { installNetworkGuard } from "./network-guard";

installNetworkGuard();
