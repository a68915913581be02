import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RenameDisplayName1741600000000 implements MigrationInterface {
  name = 'RenameDisplayName1741600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.renameColumn('accounts', 'display_name', 'full_name');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.renameColumn('accounts', 'full_name', 'display_name');
  }
}
