CREATE TABLE "User" ("id" TEXT PRIMARY KEY, "email" TEXT NOT NULL UNIQUE, "credits" INTEGER NOT NULL DEFAULT 3, "paymentProcessorUserId" TEXT UNIQUE, "subscriptionPlan" TEXT, "subscriptionStatus" TEXT);
CREATE TABLE "Task" ("id" TEXT PRIMARY KEY, "description" TEXT NOT NULL, "isDone" BOOLEAN NOT NULL DEFAULT false, "userId" TEXT NOT NULL REFERENCES "User"("id"));
CREATE TABLE "File" ("id" TEXT PRIMARY KEY, "name" TEXT NOT NULL, "key" TEXT NOT NULL, "userId" TEXT NOT NULL REFERENCES "User"("id"));
