import { Agent } from 'undici';

/**
 * Many clients on one machine, each from its own loopback source address (127.0.0.0/8 is all on `lo`),
 * so per-address rate limits stay on and are not hit, and no forwarding header is spoofed. A block is
 * one `127.<block>.x.y` range; `agentFor(n)` is the n-th address in it, one connection pool per address.
 */
export class ClientAddresses {
  private readonly agents = new Map<string, Agent>();

  /** `block` from 2 to 254: 127.0.x.x and 127.1.x.x are left to the site itself. */
  constructor(private readonly block: number) {
    if (!Number.isInteger(block) || block < 2 || block > 254)
      throw new RangeError(`block ${block} is outside 2..254`);
  }

  addressOf(index: number): string {
    if (index < 0 || index >= 250 * 250) throw new RangeError(`address ${index} is outside the block`);
    return `127.${this.block}.${Math.floor(index / 250) + 1}.${(index % 250) + 1}`;
  }

  agentFor(index: number): Agent {
    const address = this.addressOf(index);
    let agent = this.agents.get(address);
    if (!agent) {
      // undici takes the source address as a client option; inside `connect` it is ignored.
      agent = new Agent({ localAddress: address, connections: 2 });
      this.agents.set(address, agent);
    }
    return agent;
  }

  async close(): Promise<void> {
    await Promise.all([...this.agents.values()].map((agent) => agent.close()));
    this.agents.clear();
  }
}
