import { count } from "drizzle-orm";
import { registry } from "../../../../resources";
import type { Db } from "../client";
import { users } from "../schema";
import { seedAccounts } from "./accounts";
import { seedAuctions } from "./auctions";
import { seedCatalog } from "./catalog";
import { seedMall } from "./mall-index";
import { seedMallBids } from "./mall-bids";
import { seedMallOrders } from "./mall-orders";
import { seedShelves } from "./shelves";
import { seedBuyIntents } from "./buy-intents";
import { seedSampleRequests } from "./sample-requests";
import { seedInvoiceRequests } from "./invoice-requests";
import { seedApprovals } from "./approvals";
import { seedCreditLines } from "./credit-lines";
import { seedCreditStatements } from "./credit-statements";
import { seedTenderApprovals } from "./tender-approvals";
import { seedSkus } from "./goods-skus";
import { seedGoodsMakers } from "./goods-makers";
import { seedGoodsBatches } from "./goods-batches";
import { seedPeople } from "./people";
import { seedPortals } from "./portals";
import { seedMoves } from "./moves";
import { seedMessages } from "./messages";
import { seedCertifications } from "./certifications";
import { seedDictionaries } from "./dictionaries";
import { seedInvoiceTitles } from "./invoice-titles";
import { seedTaxRates } from "./tax-rates";
import { seedRealNames } from "./real-names";
import { demoPdf, seedOffers, seedTenderOrders, type DemoDocuments } from "./offers";
import type { FileStore } from "../../files/store";
import { seedTendering } from "./tendering";
import { seedWebhooks } from "./webhooks";
import { seedPortalBids } from "./portal-bids";
import { seedPortalHalls } from "./portal-halls";
import { hasPortals, SEED_LOCK } from "./platform";
import { recordRowFiles } from "../../operations/file-owners";

/**
 * Loads the demo data on the first start of the demo (`npm start`). Only an empty database is seeded: one with any
 * user or portal (an earlier seed, or a production database) is left alone, and the seed runs in one transaction,
 * so a crash never leaves half of it behind. Returns whether it seeded. With `files`, the demo rows' PDFs (signed
 * contracts, tender and offer documents) are stored there too, once the rows are committed.
 */
export async function seedDatabase(db: Db, o: { files?: FileStore } = {}): Promise<boolean> {
  const { seeded, documents } = await seedDemoRows(db);
  if (o.files) await storeDemoDocuments(o.files, documents);
  return seeded;
}

/**
 * The demo rows alone, and the PDFs they name: a copy of the seeded database (the test suites' snapshot) stores
 * the files wherever its copy keeps files, with `storeDemoDocuments`.
 */
export async function seedDemoRows(db: Db): Promise<{ seeded: boolean; documents: DemoDocuments }> {
  const documents: DemoDocuments = new Map();
  return { seeded: await seedRows(db, documents), documents };
}

/** Stores the demo PDFs the seeded rows name. */
export async function storeDemoDocuments(files: FileStore, documents: DemoDocuments) {
  for (const [name, kind] of documents) await files.put(name, demoPdf(kind));
}

async function seedRows(db: Db, documents: DemoDocuments | undefined): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(SEED_LOCK);
    const [{ n }] = await tx.select({ n: count() }).from(users);
    // a database with rows of its own (a production one holds its portals before its first user) gets no demo data
    if (Number(n) > 0 || (await hasPortals(tx))) return false;
    await seedPortals(tx);
    const { enterpriseId: e, userId } = await seedAccounts(tx);
    await seedDictionaries(tx, e.platform);
    await seedTaxRates(tx, e.platform, { demo: true });
    const shops = {
      lvye56: { enterpriseId: e.lvye, systemId: 56 },
      lvye62: { enterpriseId: e.lvye, systemId: 62 },
      kangmu56: { enterpriseId: e.kangmu, systemId: 56 },
      kangmu63: { enterpriseId: e.kangmu, systemId: 63 },
    };
    const goodsIds = await seedCatalog(tx, shops);
    await seedPeople(tx, e.lvye, e.fengshou, userId);
    await seedInvoiceTitles(tx, { lvye: e.lvye, fengshou: e.fengshou, kangmu: e.kangmu });
    await seedCertifications(tx, { lvye: e.lvye, fengshou: e.fengshou, kangmu: e.kangmu });
    await seedRealNames(tx, userId);
    await seedTendering(tx, e.lvye, e.fengshou, e.kangmu, documents);
    await seedOffers(tx, { fengshou: e.fengshou, kangmu: e.kangmu, lvye: e.lvye }, documents);
    await seedTenderOrders(tx, { fengshou: e.fengshou, kangmu: e.kangmu, lvye: e.lvye }, documents);
    // the mall's shops come before the moves, so each audited shop has the history that brought it to its state
    await seedMall(tx);
    await seedSkus(tx);
    await seedGoodsMakers(tx);
    await seedGoodsBatches(tx);
    await seedMallOrders(tx);
    // auctions after the shops are open and the goods have their specs: the ordered lot's order takes stock like any sale
    // 绿野's lots draw bids from 丰收 and 康牧, 康牧's from 丰收 and 绿野
    const fengshou = { enterpriseId: e.fengshou, userId: userId["13800000002"]! };
    // on the other portals the bidders are the demo people whose tags open them: 丰收 and 新农 on AY, 绿野 elsewhere
    const [lvyeSeller, kangmuSeller] = [userId["13800000001"]!, userId["13800000003"]!];
    const lvyeBidder = { enterpriseId: e.lvye, userId: lvyeSeller };
    const auctioneers = {
      lvye56: { ...shops.lvye56, sellerUserId: lvyeSeller },
      lvye62: { ...shops.lvye62, sellerUserId: lvyeSeller },
      kangmu56: { ...shops.kangmu56, sellerUserId: kangmuSeller },
      kangmu63: { ...shops.kangmu63, sellerUserId: kangmuSeller },
      kangmu64: { enterpriseId: e.kangmu, systemId: 64, sellerUserId: kangmuSeller },
      kangmu65: { enterpriseId: e.kangmu, systemId: 65, sellerUserId: kangmuSeller },
      kangmu66: { enterpriseId: e.kangmu, systemId: 66, sellerUserId: kangmuSeller },
    };
    await seedAuctions(tx, auctioneers, goodsIds, {
      lvye56: [fengshou, { enterpriseId: e.kangmu, userId: kangmuSeller }],
      lvye62: [fengshou, { enterpriseId: e.xinnong, userId: userId["13800000006"]! }],
      kangmu56: [fengshou, lvyeBidder],
      kangmu63: [lvyeBidder, lvyeBidder],
      kangmu64: [lvyeBidder, lvyeBidder],
      kangmu65: [lvyeBidder, lvyeBidder],
      kangmu66: [fengshou, lvyeBidder],
    });
    await seedBuyIntents(tx);
    await seedSampleRequests(tx);
    await seedInvoiceRequests(tx, documents);
    await seedApprovals(tx);
    await seedCreditLines(tx, e, { lvye: lvyeSeller, kangmu: kangmuSeller });
    await seedCreditStatements(
      tx,
      {
        e: { lvye: e.lvye, fengshou: e.fengshou, kangmu: e.kangmu },
        users: { lvye: lvyeSeller, fengshou: userId["13800000002"]!, kangmu: kangmuSeller },
      },
      documents,
    );
    await seedTenderApprovals(tx);
    await seedShelves(tx, userId["13800000002"]!);
    await seedMallBids(tx, { lvye: e.lvye, fengshou: e.fengshou, kangmu: e.kangmu }, userId["13800000002"]!, {
      enterpriseId: e.platform,
      userId: userId.admin!,
    });
    await seedWebhooks(tx, e.lvye);
    // every other portal's procurement hall and 竞价专区, from its certified purchaser and its shops
    await seedPortalHalls(tx, documents);
    await seedPortalBids(tx);
    await seedMoves(
      tx,
      { [e.lvye]: userId["13800000001"]!, [e.fengshou]: userId["13800000002"]!, [e.kangmu]: userId["13800000003"]! },
      { enterpriseId: e.platform, userId: userId.admin! },
    );
    await seedMessages(tx);
    // the demo documents are their rows' enterprises' own, as an upload would have made them
    await recordRowFiles(tx, registry);
    return true;
  });
}
